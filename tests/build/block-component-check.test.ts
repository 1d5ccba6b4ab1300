import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { blockComponentCheck, blockComponentError } from '../../src/build/block-component-check.ts';

const roots: string[] = [];
afterEach(() => {
  while (roots.length) rmSync(roots.pop()!, { recursive: true, force: true });
});

/** Bundles a project whose entry loads every block component as the app does, with the check on. */
async function bundleBlocks(component: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'block-check-'));
  roots.push(root);
  mkdirSync(path.join(root, 'blocks/painPoints'), { recursive: true });
  writeFileSync(path.join(root, 'blocks/painPoints/PainPoints.tsx'), component);
  // A lower-case helper beside it is not the component and may export what it likes.
  writeFileSync(path.join(root, 'blocks/painPoints/pain-list.tsx'), 'export const painList = (items: string[]) => items.join(", ");\n');
  writeFileSync(path.join(root, 'main.ts'), "export const components = import.meta.glob('/blocks/*/[A-Z]*.tsx', { eager: true });\n");
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [blockComponentCheck(root)],
    // React stays outside: the temporary folder has no node_modules.
    build: { write: false, rollupOptions: { input: path.join(root, 'main.ts'), external: [/^react/] } },
  }).catch((error: unknown) => {
    throw blockComponentError(error) ?? error;
  });
}

describe('block components', () => {
  it('stop the build, naming the file and what to write, when the component is not the default export', async () => {
    const named =
      "import { painList } from './pain-list.tsx';\nexport function PainPoints(props: { items: string[] }) {\n  return <p>{painList(props.items)}</p>;\n}\n";
    await expect(bundleBlocks(named)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[BlockComponentError: blocks/painPoints/PainPoints.tsx has no default export (it exports PainPoints by name). A block's component is the default export of blocks/<type>/<Type>.tsx: write "export default function PainPoints(props: PainPointsProps)", or add "export default PainPoints;".]`,
    );
  });

  it('build when the component is the default export, however it is written', async () => {
    await expect(bundleBlocks('export default function PainPoints() {\n  return <p />;\n}\n')).resolves.toBeUndefined();
    await expect(bundleBlocks('function PainPoints() {\n  return <p />;\n}\nexport { PainPoints as default };\n')).resolves.toBeUndefined();
  });
});

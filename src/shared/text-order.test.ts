import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';

/** Names sorted by byText in a Node process of its own, whose default locale is `locale`. */
function sortedUnder(locale: string, names: string[]): string[] {
  const script = `import { byText } from './src/shared/text-order.ts'; console.log(JSON.stringify(${JSON.stringify(names)}.sort(byText)));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: { ...process.env, LC_ALL: locale, LANG: locale },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe('byText', () => {
  it("orders text as English does whatever the machine's locale, where Danish and Lithuanian order it otherwise", () => {
    const names = ['Zurich', 'Yonkers', 'Aarhus', 'Kent', 'Irving'];
    const english = ['Aarhus', 'Irving', 'Kent', 'Yonkers', 'Zurich'];
    // The locales' own orders, to show the names tell them apart.
    expect(names.toSorted(new Intl.Collator('da').compare)).not.toEqual(english);
    expect(names.toSorted(new Intl.Collator('lt').compare)).not.toEqual(english);
    for (const locale of ['en_US.UTF-8', 'da_DK.UTF-8', 'lt_LT.UTF-8']) expect(sortedUnder(locale, names), locale).toEqual(english);
  });

  it('sets its collator up when first asked to order, and once', async () => {
    vi.resetModules();
    const { Collator } = Intl;
    let made = 0;
    Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
      made++;
      return new Collator(...args);
    } as typeof Collator;
    try {
      const { byText } = await import('./text-order.ts');
      expect(made, 'not as the module loads: a build that orders nothing does not load ICU').toBe(0);
      expect(['b', 'c', 'a'].sort(byText)).toEqual(['a', 'b', 'c']);
      expect(made).toBe(1);
    } finally {
      Intl.Collator = Collator;
    }
  });
});

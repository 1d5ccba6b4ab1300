import type { BlockData } from '../content/types.ts';
import { blockComponent } from './block-components.ts';

/** Renders a page's blocks in order; every type was checked against the registry at build time. */
export function BlockRenderer({ blocks }: { blocks: BlockData[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponent(block.type);
        return <Component key={`${block.type}-${index}`} {...block} />;
      })}
    </>
  );
}

import { Suspense, useState } from 'react';
import { interactiveBlocks } from '../ui/site-settings.ts';
import type { Block } from '../../blocks/index.ts';
import { WholeBlock } from '../ui/whole-block.ts';
import { blockComponent } from './block-components.ts';
import { loadWholePage } from './page-loader.ts';

const interactive = new Set(interactiveBlocks);

/**
 * Renders a page's blocks in order; every type was checked against the registry at build time.
 *
 * On the first load ("islands"), only interactive blocks are hydrated. The others keep the
 * prerendered HTML as it is: React adopts it as inner HTML without running their components,
 * so their code is not even downloaded and the main thread stays free. After a client-side
 * navigation every block renders normally. Each interactive block is its own Suspense
 * boundary, so React hydrates the page in small pieces.
 */
export function BlockRenderer({ blocks, islands }: { blocks: Block[]; islands: boolean }) {
  return (
    <>
      {blocks.map((block, index) =>
        interactive.has(block.type) ? (
          <Suspense key={`${block.type}-${index}`} fallback={null}>
            <LiveBlock block={block} index={index} />
          </Suspense>
        ) : (
          <StaticBlock key={`${block.type}-${index}`} block={block} index={index} islands={islands} />
        ),
      )}
    </>
  );
}

function LiveBlock({ block, index }: { block: Block; index: number }) {
  const Component = blockComponent(block.type);
  // A lookup in the map of loaded components, not a component made here: the same type always
  // gives the same function, so React keeps the block's state between renders.
  return (
    <WholeBlock value={() => loadWholePage(window.location.pathname).then((page) => page.blocks[index])}>
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component {...block} />
    </WholeBlock>
  );
}

function StaticBlock({ block, index, islands }: { block: Block; index: number; islands: boolean }) {
  // Only in the browser while hydrating prerendered HTML (islands is false on the server).
  const [html] = useState(() => (islands ? document.querySelector(`main [data-block="${index}"]`)?.innerHTML : undefined));
  if (html !== undefined) return <div data-block={index} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div data-block={index} className="contents">
      <LiveBlock block={block} index={index} />
    </div>
  );
}

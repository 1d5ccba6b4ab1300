import { useEffect, type RefObject } from 'react';

/**
 * Packs a grid's cards as a masonry grid: the first cards fill the top row left to right, and
 * each later card goes under the column that ends first, a gap below the card above it. The
 * grid has 1 px rows (CSS: .blog-masonry[data-masonry]); each card spans its own height plus
 * the gap. Until this runs (the prerendered HTML), the cards sit in ordinary rows, in the same
 * order. `layoutKey` changes whenever the list of cards does.
 */
export function useMasonry(gridRef: RefObject<HTMLElement | null>, layoutKey: string) {
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const items = [...grid.children] as HTMLElement[];
    const place = () => {
      const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
      for (const item of items) {
        const card = item.firstElementChild;
        if (card) item.style.gridRowEnd = `span ${Math.ceil(card.getBoundingClientRect().height + gap)}`;
      }
      grid.dataset.masonry = '';
    };
    // Fires once for every card at the start, then whenever a card's height changes (width, fonts).
    const resizes = new ResizeObserver(place);
    for (const item of items) if (item.firstElementChild) resizes.observe(item.firstElementChild);
    return () => resizes.disconnect();
  }, [gridRef, layoutKey]);
}

import { createContext, useContext } from 'react';

/**
 * How a block gets its data whole: a page's HTML may carry a part of a block's data (the SEO
 * table's first rows: see BlockDefinition.embedded), and the page's data file has all of it. The
 * app gives each block this (see BlockRenderer); none outside a page.
 */
export const WholeBlock = createContext<(() => Promise<unknown>) | undefined>(undefined);

export const useWholeBlock = () => useContext(WholeBlock);

import { createContext, useContext } from 'react';
import type { Screen } from './screen.ts';

/** Every declared screen, for the pages that list them (the developer pages). */
export const ScreensContext = createContext<readonly Screen[]>([]);

export const useScreens = () => useContext(ScreensContext);

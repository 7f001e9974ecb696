import type { ComponentType } from 'react';

/** The code of one screen, loaded when its route is first visited. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

import { createContext, useContext, type ReactNode } from 'react';
import type { Feature } from '../feature/types';

const FeaturesContext = createContext<Feature[]>([]);

/** The shell's feature list, for the layout's menu and navbar slots. */
export function FeaturesProvider({
  features,
  children,
}: {
  features: Feature[];
  children: ReactNode;
}) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>;
}

export function useFeatures(): Feature[] {
  return useContext(FeaturesContext);
}

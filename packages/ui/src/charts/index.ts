// The charts every app draws with: SVG, d3-shape for the curves and arcs, in the theme's colours.
// A subpath of its own, loaded by the pages that show a chart (with d3-shape, in the `charts`
// chunk). Each export is its own module: a page that draws bars does not load the scatter.
export * from './Chart';
export * from './Legend';
export * from './Meter';
export * from './Scatter';

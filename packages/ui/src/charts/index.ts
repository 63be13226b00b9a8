// The charts every app draws with: SVG, d3-shape for the curves and arcs, in the theme's colours.
// A subpath of its own, loaded by the pages that show a chart (d3-shape is in its own chunk).
export * from './Chart';
export * from './Meter';

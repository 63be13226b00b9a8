// Vite answers `?url` imports with the built file's address.
declare module '*.woff?url' {
  const url: string;
  export default url;
}

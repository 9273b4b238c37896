// The worker bundles .ttf files as binary Data modules (see [[rules]] in upstream/wrangler.toml).
declare module '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module '@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
// …and .wasm files as compiled WebAssembly modules (wrangler's default rule).
declare module 'harfbuzzjs/dist/harfbuzz-subset.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

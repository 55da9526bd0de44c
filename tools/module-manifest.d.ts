/** The shape of tools/module-manifest.js (plain data, for the lint rule and its tests). */
declare const manifest: {
  api: {
    modules: Record<string, string[]>;
    testsImportAnyModule: boolean;
    below: Record<string, string[]>;
  };
  web: { mayNotImport: Record<string, string[]> };
};
export default manifest;

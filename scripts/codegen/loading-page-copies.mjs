// The engines' copies of the loading-page script (browser-script's dist/gamesdk-loading.js, global
// GameSdkLoading), as it is built: each engine's template loads it beside the SDK's script and
// keeps only its engine's wiring. Unity's WebGL template carries it in TemplateData (the Editor
// copies the template folder whole); Godot's export plugin copies the addon's next to the exported
// page; Defold bundles the extension's res/web folder beside index.html. Checked once
// browser-script/dist exists (after `npm run build`).
export const from = 'loadingScript';
export const targets = [
  'unity-bridge/com.gamesdk.sdk/WebGLTemplates~/GameSdk/TemplateData/gamesdk-loading.js',
  'godot-bridge/addons/gamesdk/web/gamesdk-loading.js',
  'defold-bridge/gamesdk/res/web/gamesdk/gamesdk-loading.js',
];

export function emit(built, current) {
  return built ?? current;
}

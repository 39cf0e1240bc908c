// Entry of Unity's engines' script, dist/gamesdk-bridge-unity.js (IIFE, global `Sdk`): the
// engines' script with Unity's dialect alone, which Unity's .jspre is made from (the other
// engines' dialects are bytes a WebGL build never runs).
import { UNITY } from './bridge/dialect-unity.js';
import { engineSdk } from './engine-sdk.js';

export default engineSdk({ unity: UNITY });

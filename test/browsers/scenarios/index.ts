// Every scenario the cross-browser run plays, in order.
import { callSequenceOnLocalFallback, callSequenceOnPartner } from './call-sequence';
import { defoldTemplate } from './defold-template';
import { exitAndPause, saveAtPageExit } from './exit-and-pause';
import { godotShell } from './godot-shell';
import { loadingProgress } from './loading-progress';
import { pageStart } from './page-start';
import { phoneSize } from './phone-size';
import { recovery } from './recovery';
import { unityTemplate } from './unity-template';
import { vectors } from './vectors';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [pageStart, callSequenceOnPartner, callSequenceOnLocalFallback, exitAndPause, saveAtPageExit, loadingProgress, vectors, recovery, unityTemplate, defoldTemplate, godotShell, phoneSize];

// Versions being uploaded right now, per game. A second upload of a version the game is already
// receiving or analysing answers 409 VERSION_EXISTS at once, before its zip is read or analysed:
// it could only end in the same 409 when the first is stored, and meanwhile it would hold an
// analysis slot (a third one answered 503 ANALYSIS_BUSY instead of 409).
import { UploadApiError } from '../routes/errors.js';

/** The 409 answer for a version another upload of the game is sending now. */
export const versionUploadingError = (version: string): UploadApiError =>
  new UploadApiError('VERSION_EXISTS', `the game already has a build with version ${JSON.stringify(version)} being uploaded now; nothing changed`);

/** One upload's hold on the versions it sends; released when the upload ends, stored or refused. */
export interface VersionHold {
  /** Holds `version` for this upload; throws 409 VERSION_EXISTS when another upload holds it. */
  claim(version: string): void;
  /** Gives back every version this upload holds. */
  release(): void;
}

/** The versions being uploaded now, of every game of one service. */
export class VersionsInFlight {
  private readonly held = new Set<string>();

  /** A hold for one upload to `gameId`. */
  holdFor(gameId: string): VersionHold {
    const mine = new Set<string>();
    return {
      claim: (version) => {
        const key = JSON.stringify([gameId, version]);
        if (mine.has(key)) return;
        if (this.held.has(key)) throw versionUploadingError(version);
        this.held.add(key);
        mine.add(key);
      },
      release: () => {
        for (const key of mine) this.held.delete(key);
        mine.clear();
      },
    };
  }
}

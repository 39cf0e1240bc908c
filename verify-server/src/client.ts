// Entry point of @gamesdk/verify-server/client, kept for compatibility: the client is its own
// package now, @gamesdk/verify-client (no dependencies), which a game backend installs alone.
export * from '@gamesdk/verify-client';

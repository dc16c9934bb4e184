// Review PHI's commands: thin handlers over the ReviewController (src/editor/review).
import type { CommandDeps } from './deps';

export const reviewPhi = (deps: CommandDeps): Promise<boolean> => deps.review.start();
export const nextReviewCandidate = (deps: CommandDeps): Promise<boolean> => deps.review.move(1);
export const previousReviewCandidate = (deps: CommandDeps): Promise<boolean> => deps.review.move(-1);
export const markPhi = (deps: CommandDeps, arg?: unknown): Promise<boolean> => deps.review.markPhi(arg);
export const markNotPhi = (deps: CommandDeps, arg?: unknown): Promise<boolean> => deps.review.markNotPhi(arg);
export const skipReviewCandidate = (deps: CommandDeps, arg?: unknown): Promise<boolean> => deps.review.skip(arg);
export const exportReviewLog = (deps: CommandDeps): Promise<boolean> => deps.review.exportLog();
export const revealReviewCandidate = (deps: CommandDeps, arg?: unknown): Promise<boolean> => deps.review.revealFromView(arg);

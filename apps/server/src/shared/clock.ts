/** Services take the time from here, so tests can pass a fixed clock instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

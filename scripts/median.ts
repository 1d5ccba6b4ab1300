/** The middle value (the upper one of the two middles for an even count), for benchmark runs. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

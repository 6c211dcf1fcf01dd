export const contact = {} as const;

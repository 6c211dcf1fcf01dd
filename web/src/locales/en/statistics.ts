export const statistics = {} as const;

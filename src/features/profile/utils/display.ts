/** Empty profile values show as '-'. */
export const orDash = (v: string | null | undefined) => v?.trim() || '-';

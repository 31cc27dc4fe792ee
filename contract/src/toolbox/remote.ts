/** 偏远地区: each carrier's remote class of a destination, and what each channel adds. */
export const remoteAreas = {};

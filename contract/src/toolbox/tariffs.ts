/** 海关编码: the Harmonized System 2022 and the national lines declared under it. */
export const tariffs = {};

/** 品牌查询: staff-kept brands and the check of product descriptions against them. */
export const brands = {};

/** 地址类型: residential or commercial, by the rules staff keep or an outside validation service. */
export const addresses = {};

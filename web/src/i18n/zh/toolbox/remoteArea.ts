export default { title: '偏远地区' };

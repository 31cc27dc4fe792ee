export default { title: '品牌查询' };

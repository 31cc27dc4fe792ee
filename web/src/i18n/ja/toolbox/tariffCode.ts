export default { title: 'HSコード' };

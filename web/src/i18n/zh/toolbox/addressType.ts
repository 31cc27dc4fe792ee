export default { title: '地址类型' };

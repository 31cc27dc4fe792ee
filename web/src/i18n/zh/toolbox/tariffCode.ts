export default { title: '海关编码' };

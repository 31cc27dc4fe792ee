export default { title: '住所種別' };

export default { title: 'Address type' };

export default { title: 'Brand check' };

export default { title: 'Remote areas' };

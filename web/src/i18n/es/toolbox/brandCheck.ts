export default { title: 'Control de marcas' };

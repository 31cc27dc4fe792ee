export default { title: 'Zonas remotas' };

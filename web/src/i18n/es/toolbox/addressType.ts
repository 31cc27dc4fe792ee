export default { title: 'Tipo de dirección' };

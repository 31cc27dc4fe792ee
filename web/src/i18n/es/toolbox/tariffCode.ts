export default { title: 'Códigos arancelarios' };

export default { title: 'Tariff codes' };

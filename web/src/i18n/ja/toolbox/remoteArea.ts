export default { title: '遠隔地' };

export default { title: 'ブランド確認' };

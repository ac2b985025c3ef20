// An address as mail and evidence show it to someone who should not read it whole: 'charles@example.com' →
// 'c•••@example.com'.
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
};

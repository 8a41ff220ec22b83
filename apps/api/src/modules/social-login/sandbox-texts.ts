/** The sandbox authorize page's languages: the shop's six. */
export type SandboxLanguage = 'en' | 'zh' | 'zhtw' | 'es' | 'jp' | 'th';

interface SandboxTexts {
  htmlLang: string;
  pageTitle: string;
  badge: string;
  title: string;
  intro: string;
  pick: string;
  createLabel: string;
  create: string;
  cancel: string;
  invalid: string;
}

/** The sandbox page is served by the API, not the shop, so its few texts live here, in every shop language. */
export const SANDBOX_TEXTS: Record<SandboxLanguage, SandboxTexts> = {
  en: {
    htmlLang: 'en',
    pageTitle: 'TikTok sandbox – sign in',
    badge:
      'Sandbox: a local stand-in for TikTok. No real TikTok account is used and nothing leaves this server.',
    title: 'Continue to Mall',
    intro: 'Mall asks for your public profile: your TikTok user ID, display name and avatar.',
    pick: 'Choose a sandbox user',
    createLabel: 'Or create a sandbox user (display name)',
    create: 'Create and continue',
    cancel: 'Cancel',
    invalid: 'This sign-in request is not valid.',
  },
  zh: {
    htmlLang: 'zh-CN',
    pageTitle: 'TikTok 沙盒 – 登录',
    badge: '沙盒：TikTok 的本地替身。不会使用真实的 TikTok 账号，也不会有任何数据离开本服务器。',
    title: '继续前往 Mall',
    intro: 'Mall 请求获取您的公开资料：TikTok 用户 ID、显示名称和头像。',
    pick: '选择一个沙盒用户',
    createLabel: '或创建一个沙盒用户（显示名称）',
    create: '创建并继续',
    cancel: '取消',
    invalid: '此登录请求无效。',
  },
  zhtw: {
    htmlLang: 'zh-TW',
    pageTitle: 'TikTok 沙盒 – 登入',
    badge: '沙盒：TikTok 的本機替身。不會使用真實的 TikTok 帳號，也不會有任何資料離開本伺服器。',
    title: '繼續前往 Mall',
    intro: 'Mall 要求取得您的公開資料：TikTok 使用者 ID、顯示名稱和頭像。',
    pick: '選擇一個沙盒使用者',
    createLabel: '或建立一個沙盒使用者（顯示名稱）',
    create: '建立並繼續',
    cancel: '取消',
    invalid: '此登入要求無效。',
  },
  es: {
    htmlLang: 'es',
    pageTitle: 'Sandbox de TikTok – iniciar sesión',
    badge:
      'Sandbox: un sustituto local de TikTok. No se usa ninguna cuenta real de TikTok y nada sale de este servidor.',
    title: 'Continuar a Mall',
    intro: 'Mall solicita tu perfil público: tu ID de usuario de TikTok, tu nombre visible y tu avatar.',
    pick: 'Elige un usuario de sandbox',
    createLabel: 'O crea un usuario de sandbox (nombre visible)',
    create: 'Crear y continuar',
    cancel: 'Cancelar',
    invalid: 'Esta solicitud de inicio de sesión no es válida.',
  },
  jp: {
    htmlLang: 'ja',
    pageTitle: 'TikTok サンドボックス – ログイン',
    badge:
      'サンドボックス：TikTok のローカルな代替です。実際の TikTok アカウントは使われず、データがこのサーバーの外に出ることはありません。',
    title: 'Mall へ進む',
    intro: 'Mall は公開プロフィール（TikTok ユーザー ID、表示名、アバター）へのアクセスを求めています。',
    pick: 'サンドボックスユーザーを選択',
    createLabel: 'またはサンドボックスユーザーを作成（表示名）',
    create: '作成して続行',
    cancel: 'キャンセル',
    invalid: 'このログイン要求は無効です。',
  },
  th: {
    htmlLang: 'th',
    pageTitle: 'แซนด์บ็อกซ์ TikTok – เข้าสู่ระบบ',
    badge: 'แซนด์บ็อกซ์: ตัวแทน TikTok ภายในเครื่อง ไม่มีการใช้บัญชี TikTok จริง และไม่มีข้อมูลใดออกจากเซิร์ฟเวอร์นี้',
    title: 'ดำเนินการต่อไปยัง Mall',
    intro: 'Mall ขอเข้าถึงโปรไฟล์สาธารณะของคุณ: รหัสผู้ใช้ TikTok ชื่อที่แสดง และรูปโปรไฟล์',
    pick: 'เลือกผู้ใช้แซนด์บ็อกซ์',
    createLabel: 'หรือสร้างผู้ใช้แซนด์บ็อกซ์ (ชื่อที่แสดง)',
    create: 'สร้างและดำเนินการต่อ',
    cancel: 'ยกเลิก',
    invalid: 'คำขอเข้าสู่ระบบนี้ไม่ถูกต้อง',
  },
};

/** The best of the six for an `Accept-Language` header (English when none matches). */
export function sandboxLanguage(header: string | undefined): SandboxLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('ja')) return 'jp';
    if (tag.startsWith('th')) return 'th';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

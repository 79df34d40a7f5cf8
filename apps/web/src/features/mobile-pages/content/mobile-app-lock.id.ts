import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const mobileAppLock: LocalizedContent<MobilePageContent> = ({ email, phone }) => ({
  title: 'Kunci Aplikasi dan PIN',
  intro: [
    'Kunci aplikasi menjaga polis, klaim, dan data pribadi Anda tetap aman saat ponsel Anda dipegang orang lain. Bila aktif, aplikasi meminta PIN, sidik jari, atau wajah Anda sebelum menampilkan apa pun.',
  ],
  sections: [
    {
      heading: 'Mengaktifkan kunci aplikasi',
      items: [
        'Buka pengaturan aplikasi, pilih Keamanan, lalu aktifkan kunci aplikasi.',
        'Buat PIN 6 angka dan masukkan sekali lagi untuk konfirmasi.',
        'Jika ponsel Anda mendukung, Anda juga dapat membuka kunci dengan sidik jari atau wajah. PIN selalu tetap bisa dipakai sebagai alternatif.',
      ],
    },
    {
      heading: 'Kapan aplikasi memintanya',
      paragraphs: [
        'Saat Anda membuka aplikasi, dan saat kembali ke aplikasi setelah beberapa waktu berjalan di latar belakang. PIN juga diminta sebelum perubahan penting, seperti rekening bank atau nomor ponsel baru.',
      ],
    },
    {
      heading: 'Memilih PIN yang baik',
      items: [
        'Hindari tanggal lahir, angka berulang (111111), dan angka berurutan (123456).',
        'Jangan memakai PIN yang sama dengan kartu bank atau ponsel Anda.',
        'Jangan pernah memberitahukan PIN kepada siapa pun: staf kami tidak akan pernah memintanya.',
      ],
    },
    {
      heading: 'Lupa PIN atau salah terlalu sering',
      paragraphs: [
        'Setelah 5 kali salah, aplikasi mengeluarkan Anda dari akun demi keamanan. Masuk kembali dengan kode sekali pakai (OTP) yang dikirim ke nomor ponsel Anda, lalu buat PIN baru. Polis dan klaim Anda tidak terpengaruh.',
      ],
    },
    {
      heading: 'Sidik jari, wajah, dan privasi Anda',
      paragraphs: [
        'Data sidik jari dan wajah tetap berada di ponsel Anda dan diperiksa oleh sistem ponsel itu sendiri. Aplikasi hanya mengetahui apakah pemeriksaan berhasil; aplikasi tidak pernah menerima sidik jari atau gambar wajah Anda.',
      ],
    },
    {
      heading: 'Ponsel baru atau hilang',
      paragraphs: [
        `Kunci aplikasi diatur per perangkat. Di ponsel baru, masuk dengan OTP lalu buat PIN lagi. Jika ponsel Anda hilang atau dicuri, hubungi ${phone} atau kirim email ke ${email} agar kami dapat mengakhiri sesi di ponsel tersebut.`,
      ],
    },
  ],
});

export default mobileAppLock;

/**
 * Latin spellings of the site's everyday Urdu words, the way the Urdu posts' own
 * addresses write them ("ghar-shift-karne-se-pehle"): what latinSlug uses before
 * it falls back to one letter at a time, which leaves out the vowels Urdu does
 * not write ("lahor", "kmron"). Words match as the site search compares them
 * (normaliseSearchText: Arabic-keyboard letters, diacritics); a key of several
 * words matches them with any spaces between. Add a word when a title reads badly.
 */
export const URDU_WORDS: Readonly<Record<string, string>> = {
  // Cities and places the company serves or posts name.
  لاہور: "lahore", کراچی: "karachi", "اسلام آباد": "islamabad", راولپنڈی: "rawalpindi", پنڈی: "pindi",
  ملتان: "multan", "فیصل آباد": "faisalabad", پشاور: "peshawar", کوئٹہ: "quetta", "حیدر آباد": "hyderabad",
  حیدرآباد: "hyderabad", سیالکوٹ: "sialkot", گوجرانوالہ: "gujranwala", پاکستان: "pakistan", دبئی: "dubai",
  "ڈی ایچ اے": "dha", کلفٹن: "clifton", گلبرگ: "gulberg", بحریہ: "bahria", ٹاؤن: "town", "بلیو ایریا": "blue-area",
  موٹروے: "motorway", شہر: "shehar", شہروں: "sheharon", بیرون: "beroon", ملک: "mulk",
  // The company and its work.
  منزل: "manzil", پیکرز: "packers", اینڈ: "and", موورز: "movers", گھر: "ghar", گھروں: "gharon",
  شفٹنگ: "shifting", شفٹ: "shift", منتقلی: "muntaqili", "نقل مکانی": "naql-makani", خرچ: "kharch",
  خرچہ: "kharcha", اخراجات: "akhrajat", قیمت: "qeemat", ریٹ: "rate", کرایہ: "kiraya", کرائے: "kiraye",
  فلیٹ: "flat", اپارٹمنٹ: "apartment", کمرہ: "kamra", کمرے: "kamre", کمروں: "kamron", دفتر: "daftar",
  آفس: "office", سامان: "saman", پیکنگ: "packing", ٹرک: "truck", شہزور: "shehzore", مزدا: "mazda",
  سوزوکی: "suzuki", "پک اپ": "pickup", گاڑی: "gari", گاڑیاں: "gariyan", جہیز: "jahez", کراکری: "crockery",
  برتن: "bartan", فرنیچر: "furniture", الماری: "almari", صوفہ: "sofa", فریج: "fridge", "اے سی": "ac",
  الیکٹرانکس: "electronics", کارٹن: "carton", ڈبہ: "dabba", ڈبے: "dabbe", باکس: "box", ٹیم: "team",
  مزدور: "mazdoor", مزدوروں: "mazdooron", بکنگ: "booking", سروے: "survey", اسٹوریج: "storage",
  ڈیلیوری: "delivery", لفٹ: "lift", "چیک لسٹ": "checklist", لسٹ: "list", فہرست: "fehrist", ٹپس: "tips",
  طریقہ: "tareeqa", طریقے: "tareeqe", بچت: "bachat", پالتو: "paltu", جانور: "janwar", جانوروں: "janwaron",
  // Seasons and days.
  برسات: "barsaat", بارش: "barish", "مون سون": "monsoon", گرمی: "garmi", گرمیوں: "garmiyon", سردی: "sardi",
  عید: "eid", رمضان: "ramzan", ہفتہ: "hafta", ہفتے: "hafte", دن: "din", سال: "saal", مہینہ: "maheena",
  // The small words every title has.
  کا: "ka", کی: "ki", کے: "ke", کو: "ko", میں: "mein", سے: "se", تک: "tak", پر: "par", اور: "aur",
  یا: "ya", نہ: "na", نہیں: "nahin", ہے: "hai", ہیں: "hain", کیا: "kya", کیسے: "kaise", کیوں: "kyun",
  کب: "kab", کہاں: "kahan", کتنا: "kitna", کتنی: "kitni", کتنے: "kitne", لیے: "liye", لئے: "liye",
  ایک: "aik", دو: "do", تین: "teen", چار: "char", پانچ: "panch", پہلے: "pehle", بعد: "baad",
  اپنا: "apna", اپنی: "apni", اپنے: "apne", آپ: "aap", ہمارے: "hamare", یہ: "ye", وہ: "woh",
  سب: "sab", کچھ: "kuch", ہر: "har", بھی: "bhi", صرف: "sirf", ساتھ: "sath", بغیر: "baghair",
  والا: "wala", والی: "wali", والے: "wale", نیا: "naya", نئی: "nayi", نئے: "naye", پرانا: "purana",
  پرانے: "purane", آسان: "aasan", سستا: "sasta", سستی: "sasti", مکمل: "mukammal", صحیح: "sahih",
  غلط: "ghalat", بہترین: "behtareen", محفوظ: "mehfooz",
  // Verbs as titles use them.
  کر: "kar", کرنا: "karna", کرنے: "karne", کریں: "karein", کروائیں: "karwaein", ہو: "ho", ہوتا: "hota",
  ہوتی: "hoti", ہوتے: "hote", رکھیں: "rakhein", بچائیں: "bachaein", بچیں: "bachein", چنیں: "chunein",
  ٹوٹے: "toote", جانیں: "janein", پیک: "pack",
};

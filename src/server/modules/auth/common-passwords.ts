/**
 * Passwords that turn up again and again in published breach corpora (the most-used lists of recent
 * years, keyboard walks, digit runs, words with a number or a year stuck on). A password on this list, or
 * one of them with only digits and symbols added at the end, is among the first an attacker tries, whatever
 * its length. Lower case: the comparison ignores case. Kept as one string so the file stays readable.
 */
const LIST = `
123456 123456789 12345678 12345 1234567 1234567890 123123 000000 111111 123321 654321 666666 121212
112233 123654 159753 987654321 1234 696969 11111111 88888888 12341234 00000000 147258369 123qwe
qwerty qwerty123 qwertyuiop qwerty1 qwe123 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx zaq12wsx zxcvbnm asdfgh
asdfghjkl asdf1234 azerty password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123
pass1234 passwort motdepasse contraseña iloveyou iloveyou1 princess abc123 abc1234 abcd1234 a1b2c3
admin admin123 admin1234 administrator root toor letmein letmein1 welcome welcome1 welcome123 monkey
dragon master master123 sunshine shadow football baseball basketball soccer hockey superman batman
trustno1 starwars whatever freedom charlie donald michael jordan jordan23 jennifer hunter hunter2
buster tigger summer winter spring autumn secret secret123 login guest changeme default test test123
test1234 testing 123abc 1234abcd computer internet samsung apple google yahoo hotmail gmail facebook
linkedin myspace pokemon minecraft fortnite roblox naruto killer matrix mustang ferrari porsche
mercedes corvette harley yamaha chelsea liverpool arsenal manchester barcelona newcastle cowboys
yankees eagles lakers ranger rangers thunder phoenix silver golden diamond cookie cheese pepper
ginger maggie bailey buddy daisy lucky tiger lovely loveme love123 lovelove angel angel1 angels
flower flowers purple orange banana chocolate butterfly sweety sweetheart babygirl baby123 family
friends forever nicole jessica ashley amanda daniel thomas robert william george joshua andrew
matthew anthony justin michelle hannah jasmine natasha victoria elizabeth alexander christopher
qazwsx qazwsxedc 1qazxsw2 zxcvbn zxcv1234 mnbvcxz poiuytrewq lkjhgfdsa asdasd asd123 qweasd
qweasdzxc 1qaz1qaz q1w2e3r4 q1w2e3r4t5 a1s2d3f4 aa123456 a123456 a12345678 abc12345 qwer1234
1111 11111 1111111 111111111 1111111111 2222 222222 333333 444444 555555 7777777 777777 8888
999999 9999999999 0000000000 101010 123123123 123456a 123456q 12qwaszx 147258 147852 159357
1234qwer 1234asdf 12344321 123abc123 102030 10203040 200000 520520 5201314 789456 789456123
963852741 741852963 753951 aaaaaa aaaaaaaa abcdef abcdefg abcdefgh abcdef123 access access14
batman123 bond007 captain chicken cocacola dallas denver diablo enter fishing fuckyou gandalf
gateway ghost hello hello123 helpme jesus jesus1 jordan1 joshua1 killer1 london love mickey
monkey1 montana mother nascar orange1 pakistan party pepper1 qwerty12 ranger1 rockyou
sammy scooter shadow1 soccer1 sophie star starwars1 sunshine1 superman1 taylor thunder1 tinkerbell
tomcat trinity vanessa viking warrior whatever1 wizard yellow zxcvbnm1 zzzzzz
password1234 password12345 password123456 password2020 password2021 password2022 password2023
password2024 password2025 password!! password123! password1234! passwordpassword mypassword
mypassword1 mypassword123 thisismypassword yourpassword newpassword newpassword1 newpassword123
changeme123 changemenow changethispassword defaultpassword temporarypassword temppassword
qwertyuiop123 qwertyuiop1234 qwertyuiop12 qwertyuiop! qwertyuiopasdf qwertyuiopasdfghjkl
qwertyuiopasdfghjklzxcvbnm qwerty123456 qwerty1234567 qwerty12345678 qwerty123456789 qwertyqwerty
qwerty123qwerty 1qaz2wsx3edc 1qaz2wsx3edc4rfv zaq1xsw2cde3 zaq12wsxcde3 1q2w3e4r5t6y 1q2w3e4r5t6y7u
1q2w3e4r5t6y7u8i 1q2w3e4r5t6y7u8i9o0p q1w2e3r4t5y6 q1w2e3r4t5y6u7 q1w2e3r4t5y6u7i8o9p0
asdfghjkl123 asdfghjkl1234 asdfasdfasdf asdf1234asdf zxcvbnm12345 zxcvbnm123456 zxcvbnmasdfghjkl
poiuytrewq123 lkjhgfdsa123 mnbvcxz12345 !qaz2wsx#edc4rfv 1qaz@wsx3edc !qaz@wsx#edc !qaz@wsx
123456789012 1234567890123 12345678901234 123456789000 1234567891011 123456789123 123456789987
1234567890qwerty 1234567890qwe qwerty1234567890 0987654321 09876543210 098765432112 987654321012
111111111111 000000000000 123123123123 121212121212 112233445566 123412341234 123451234512345
12345678987654321 147258369147 147258369258 159753159753 789456123789 741852963741 11223344556677
aaaaaaaaaaaa abcdefghijkl abcdefghijklm abcdefghijklmnop abcdefghijklmnopqrstuvwxyz abc123abc123
abcd1234abcd abcdef123456 abc123456789 a1b2c3d4e5f6 a1b2c3d4e5f6g7 1a2b3c4d5e6f qwerasdfzxcv
iloveyou1234 iloveyou123456 iloveyouforever iloveyoubaby iloveyousomuch iloveyoutoo iloveyou2
iloveyou12 iloveyou123 ilovemyself ilovemymom ilovemydad ilovemyfamily ilovemykids ilovemydog
ilovegod ilovejesus ilovemusic ilovecats ilovedogs letmein12345 letmein123456 letmeinplease
letmeinnow welcome12345 welcome123456 welcome2020 welcome2021 welcome2022 welcome2023 welcome2024
welcome2025 welcometothejungle welcomehome welcome@123 admin12345 admin123456 administrator1
administrator123 administrator! adminadmin adminadmin123 adminpassword admin@123 admin@1234
rootpassword rootroot superuser superadmin superadmin123 supersecret supersecret123
supersecretpassword topsecret topsecret123 secretpassword mysecretpassword opensesame
correcthorsebatterystaple correcthorse trustno1trustno1 trustnoone passw0rd123 p@ssw0rd123
p@ssw0rd1234 p@$$w0rd p@55w0rd pa55word pa55w0rd passw0rd! password1! password1@ password@123
password@1234 password#123 password$123 password_123 password-123 password.123 pass@word1
pass@1234 pass12345678 passpass passpasspass letmein! football123 football1234 football12345
baseball123 baseball1234 basketball123 basketball1 soccer123456 hockey123456 superman123
superman1234 batman12345 batman123456 spiderman spiderman123 spiderman1 ironman123 starwars123
starwars1234 harrypotter harrypotter1 harrypotter123 pokemon12345 pokemon123456 minecraft123
minecraft1234 fortnite123 naruto123456 dragonball dragonballz dragon123456 monkey123456
sunshine123 sunshine1234 shadow123456 princess123 princess1234 princess12345 babygirl123
babygirl1234 sweetheart1 butterfly123 chocolate123 jessica123456 michael123456 jennifer12345
charlie123456 blink182 linkinpark metallica nirvana greenday slipknot eminem 50cent jordan2323
michaeljordan kobebryant lebronjames cristiano ronaldo7 cristianoronaldo messi10 leomessi
manchesterunited manutd liverpool123 liverpoolfc chelsea123456 arsenal123456 barcelona123
realmadrid juventus australia australia1 australia123 sydney sydney123 sydney2000 melbourne
brisbane perth adelaide canberra kangaroo koalabear vegemite newzealand england london123
unitedkingdom america unitedstates california newyork texas canada123 germany france
mercedesbenz mercedes123 ferrari123 porsche911 porsche123 lamborghini lamborghini1 bugatti
astonmartin bentley rollsroyce maserati mclaren jaguar landrover rangerover bmwm3 audir8
mustang1234 corvette123 camaro chevrolet toyota honda nissan mitsubishi subaru volkswagen
computer123 internet123 samsung123 samsung12345 iphone iphone123 android android123 google123
facebook123 linkedin123 microsoft microsoft123 windows windows10 windows11 ubuntu linux123
qwertyuiopasdfgh 123qweasdzxc 123qweasd 123qwe123qwe qweqweqwe asdasdasd zxczxczxc qweasdzxc123
1qazxsw23edc 1qazxsw23edcvfr4 2wsx3edc4rfv zxcasdqwe123 qazwsxedcrfv qazwsxedcrfvtgb
qazwsxedcrfvtgbyhn qazxswedcvfr plmoknijb mnbvcxzlkjhgfdsapoiuytrewq thequickbrownfox
thequickbrownfoxjumpsoverthelazydog onetwothreefour onetwothree abcdefg12345 helloworld
helloworld123 hellohello hellokitty hello12345 hello123456 goodmorning goodnight goodbye
happybirthday happydays happiness nevermind whatever123 somethingsomething nothing123
loveyou123 loveyouforever lovemelovemyself ihateyou ihateyou123 fuckyou123 fuckoff iamthebest
imthebest thebest123 number1 numberone 1234567890a a1234567890 abc1234567890 1234567890abc
changeme12345 sample123 example123 letmein2020 summer2020 summer2021 summer2022 summer2023
summer2024 summer2025 winter2020 winter2021 winter2022 winter2023 winter2024 winter2025
spring2023 spring2024 autumn2023 autumn2024 january2024 december2023 christmas christmas123
merrychristmas easter2024 monday123 friday123 qwerty2020 qwerty2024 company123 company2024
companyname business123 office123 office2024 work1234 welcome1! welcome123! Password123!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

/**
 * Common: on the list as typed, or a listed password with only digits and symbols appended
 * ("sunshine2024!!"), or one character over and over, or a run of consecutive digits.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/, '');
  if (stem.length >= 4 && COMMON_PASSWORDS.has(stem)) return true;
  if (/^(.)\1*$/.test(lower)) return true;
  return isDigitRun(lower);
}

/** 0123456789… or 9876543210… wrapping round: what fingers type along the number row. */
function isDigitRun(s: string): boolean {
  if (!/^\d+$/.test(s)) return false;
  const up = [...s].every((c, i) => i === 0 || Number(c) === (Number(s[i - 1]) + 1) % 10);
  const down = [...s].every((c, i) => i === 0 || Number(c) === (Number(s[i - 1]) + 9) % 10);
  return up || down;
}

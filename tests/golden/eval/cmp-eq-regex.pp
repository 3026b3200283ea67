notice(/a/ == /a/)
notice(/a/ == /b/)
notice(/a/ == 'a')

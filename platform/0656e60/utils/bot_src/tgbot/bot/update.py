version = 'version :1.0'
botlog = '''
无
'''
